/** The contract's schema of a language (LANGUAGES), apart from languages.ts so that the shell stays free of zod. */
import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const languageSchema = z.enum(LANGUAGES);
