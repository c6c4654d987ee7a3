import { mountNewsletter } from './Newsletter';

mountNewsletter();
