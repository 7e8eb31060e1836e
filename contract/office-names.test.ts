import { describe, expect, it } from 'vitest';
import { impersonatesOffice } from './office-names.ts';

describe('a name that impersonates an office', () => {
  it.each([
    'Councilor Laura Bellis',
    'Mayor Monroe Nichols',
    'Council Member Jayme Fowler',
    'Councilmember Fowler',
    'City Clerk',
    'Clerk Anna Smith',
    'Council Secretary Lori Doring',
    'Secretary of the Council',
    'City of Tulsa',
    'Tulsa City Council',
    'Laura Bellis, Councilor',
    'Hon. Mayor Nichols',
    'Vice Mayor Lori Decter Wright',
    'Concejal Laura Bellis',
    'Concejala Ana Ruiz',
    'Alcalde Monroe Nichols',
    'Alcaldesa Ana Ruiz',
    'Secretaria del Concejo',
    'Ciudad de Tulsa',
    'Oficina del Alcalde',
  ])('refuses %s', (name) => {
    expect(impersonatesOffice(name)).toBe(true);
  });

  it.each(['Laura Bellis', 'Rosa Díaz', 'José Mayor', 'Ana Clerk', 'Mary Secretariat', 'Citlali Ofelia Ruiz', 'Mayorga Pérez'])('accepts %s', (name) => {
    expect(impersonatesOffice(name)).toBe(false);
  });
});
