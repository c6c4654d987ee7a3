import { settings } from '../shared/settings';
import { afterTextIsPainted, startIslands } from './loader';

afterTextIsPainted(() => void startIslands(settings().load, document, (url) => import(url)), window);
