import { SETTINGS_ID } from '../shared/settings';
import { afterTextIsPainted, readLoad, startIslands } from './loader';

afterTextIsPainted(() => void startIslands(readLoad(document, SETTINGS_ID), document, (url) => import(url)), window);
