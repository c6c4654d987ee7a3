import { mountNavbar } from './Navbar';

mountNavbar();
