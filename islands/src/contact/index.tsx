import { mountContact } from './Contact';

mountContact();
