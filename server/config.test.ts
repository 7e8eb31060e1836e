import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('reports every bad variable by name', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GEOCODER: 'google', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'GEOCODER', 'LOG_LEVEL']) expect(problems).toContain(name);
  });

  it('wants all four SMS settings or none, and a base URL for the LLM', () => {
    expect(() => loadConfig({ SMS_API_URL: 'http://127.0.0.1:9' })).toThrow(/SMS_API_URL, SMS_ACCOUNT_SID/);
    expect(() => loadConfig({ LLM_API_KEY: 'k' })).toThrow(/LLM_BASE_URL/);
  });

  it('keeps PUBLIC_URL without its trailing slashes, so links never read "//path"', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://civic.example/' }).PUBLIC_URL).toBe('https://civic.example');
    expect(loadConfig({ PUBLIC_URL: 'https://civic.example/tulsa//' }).PUBLIC_URL).toBe('https://civic.example/tulsa');
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('serves the city CITY names (tulsa by default), with that city\'s sites as the PDF hosts unless given', () => {
    const deployment = loadConfig({});
    expect(deployment.CITY).toBe('tulsa');
    expect(deployment.PDF_PROXY_HOSTS).toContain('www.tulsacouncil.org');
    expect(loadConfig({ CITY: 'fictionville' }).PDF_PROXY_HOSTS).toEqual(['fictionville.example']);
    expect(loadConfig({ CITY: 'fictionville', PDF_PROXY_HOSTS: 'Docs.Example.org' }).PDF_PROXY_HOSTS).toEqual(['docs.example.org']);
    expect(() => loadConfig({ CITY: 'gotham' })).toThrow(/CITY/);
    expect(() => loadConfig({ CITY: 'fictionville', NODE_ENV: 'production' })).toThrow(/CITY: fictionville is a made-up city/);
  });
});
