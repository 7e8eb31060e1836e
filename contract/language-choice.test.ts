import { describe, expect, it } from 'vitest';
import { chooseLanguage, fromAcceptLanguage, readCookie } from './language-choice.ts';

describe('choosing a page language', () => {
  it('takes the URL first, then the cookie, then Accept-Language, then English', () => {
    expect(chooseLanguage({ param: 'es', cookie: 'en', acceptLanguage: 'en' })).toBe('es');
    expect(chooseLanguage({ param: 'fr', cookie: 'es', acceptLanguage: 'en' })).toBe('es');
    expect(chooseLanguage({ cookie: 'xx', acceptLanguage: 'es-MX,es;q=0.9' })).toBe('es');
    expect(chooseLanguage({ acceptLanguage: 'fr-FR,de;q=0.5' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });

  it('ranks Accept-Language by quality, then by order, and skips q=0', () => {
    expect(fromAcceptLanguage('en;q=0.4, es-US;q=0.8')).toBe('es');
    expect(fromAcceptLanguage('es, en')).toBe('es');
    expect(fromAcceptLanguage('fr, en-GB;q=0.7, es;q=0.7')).toBe('en');
    expect(fromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(fromAcceptLanguage('*')).toBeNull();
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(readCookie('a=1; lang=es; b=2', 'lang')).toBe('es');
    expect(readCookie('language=es', 'lang')).toBeNull();
    expect(readCookie(undefined, 'lang')).toBeNull();
  });
});
