import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cityDataFile } from '../../city/current.ts';
import { matchTopics, topicMatchers } from './topics.ts';

const catalogue = topicMatchers(JSON.parse(fs.readFileSync(cityDataFile('topics.json'), 'utf8')));

describe('topics from meaning, not from stray words', () => {
  it('an emergency clause is not emergency medical services', () => {
    const text = 'Ordinance amending Title 37 Chapter 2 with the emergency clause. Approve the emergency clause on 7.a. Emergency Clause.';
    expect(matchTopics(text, catalogue)).not.toContain('emergency-medical-services');
    expect(matchTopics(text, catalogue)).not.toContain('emergency-management');
  });

  it('the Police Department and the Legal Department are not the Fire Department', () => {
    const text = 'Request of Tulsa Police Officer for legal representation by the Legal Department. Police Department training. Police Department donation.';
    const topics = matchTopics(text, catalogue);
    expect(topics).not.toContain('fire-department');
    expect(topics).toContain('police');
  });

  it('still finds the topics an agenda is about', () => {
    expect(matchTopics('Fire Department apparatus purchase for Fire Station 12; fire prevention code; fire engines.', catalogue)).toContain('fire-department');
    expect(matchTopics('Rezoning Application Z-7700 from RS-3 to CS; zoning code amendment; rezoning.', catalogue)).toContain('zoning-and-land-use');
  });
});
