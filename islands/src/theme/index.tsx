import { mountThemeToggle } from './ThemeToggle';

mountThemeToggle();
