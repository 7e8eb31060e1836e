/**
 * An address on a district line whose side of the street is unknown (issue 31): the resident is told it lies
 * between two districts (or at the city limits), in the page's language, instead of being given a guess.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FindRepresentativesResponse } from '#contract/representatives.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { LookupResult } from './lookup-result.tsx';

const onLine = (line: number[]): FindRepresentativesResponse => ({
  address: '5150 E. 11th St.',
  district_info: {
    found: false,
    district: null,
    message: 'This address is on the line between District 3 and District 5 (the server words it in English).',
    error: 'on_district_line',
    coordinates: { lat: 36.14818, lng: -95.91957 },
    matched_address: '5150 E 11TH ST',
    placed_by: { method: 'interpolated', source: 'offline', precision_meters: 60 },
    line_districts: line,
  },
  representatives: [],
});

describe('LookupResult on a district line', () => {
  it('names the two districts and says the side of the street is unknown', () => {
    renderWithProviders(<LookupResult result={onLine([3, 5])} failed={false} representatives={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^This address is on the line between District 3 and District 5: the city's address records do not show which side/);
    expect(screen.queryByText(/You are in District/)).toBeNull();
  });

  it('says it in Spanish, and names the one district at the city limits', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      const { unmount } = renderWithProviders(<LookupResult result={onLine([3, 5])} failed={false} representatives={[]} />);
      expect(screen.getByRole('status')).toHaveTextContent(/^Esta dirección está en la línea entre el Distrito 3 y el Distrito 5/);
      unmount();
      renderWithProviders(<LookupResult result={onLine([6])} failed={false} representatives={[]} />);
      expect(screen.getByRole('status')).toHaveTextContent(/^Esta dirección está en el límite de la ciudad, en el borde del Distrito 6/);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

const failed = (info: Partial<FindRepresentativesResponse['district_info']>): FindRepresentativesResponse => ({
  address: 'x',
  district_info: { found: false, district: null, message: 'The server words it in English.', error: null, coordinates: null, matched_address: null, ...info },
  representatives: [],
});

describe('LookupResult when no district was found', () => {
  it('says why in Spanish on a Spanish page, never the server\'s English', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    try {
      const cases: [Partial<FindRepresentativesResponse['district_info']>, RegExp][] = [
        [{ error: 'address_not_found' }, /^No encontramos esa dirección\..*Se usarán los contactos generales\.$/],
        [{ error: 'geocoder_offline' }, /^Las direcciones necesitan un servicio de búsqueda en línea, que este servidor no usa\./],
        [{ error: 'geocoder_unavailable' }, /^Las direcciones necesitan un servicio de búsqueda en línea, que no responde en este momento\..*elija su distrito en el mapa/],
        [{ error: 'outside_city' }, /^Este lugar está fuera de los límites de la ciudad/],
        [{ error: 'approximate_zip', zip: '74103', zip_district: 4 }, /^Un código postal solo es aproximado: el centro de 74103 está en el Distrito 4/],
        [{ error: 'approximate_zip', zip: '74011', zip_district: null }, /el centro de 74011 está fuera de los límites/],
      ];
      for (const [info, words] of cases) {
        const { unmount } = renderWithProviders(<LookupResult result={failed(info)} failed={false} representatives={[]} />);
        expect(screen.getByRole('status')).toHaveTextContent(words);
        unmount();
      }
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says the English the server sends on an English page', () => {
    renderWithProviders(<LookupResult result={failed({ error: 'approximate_zip', zip: '74103', zip_district: 4 })} failed={false} representatives={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'A ZIP code alone is approximate: the center of 74103 is in District 4, but ZIP codes cross district lines. Enter your street address to find your councilor. Using general contacts.',
    );
  });
});
