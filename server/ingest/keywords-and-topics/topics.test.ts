import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityContext, createCityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { loadTopicMatchers, loadTopicSignals, matchTopics, topicMatchers } from './topics.ts';

const city = cityContext(DEFAULT_CITY_ID);
const catalogue = topicMatchers(city, JSON.parse(fs.readFileSync(city.dataFile('topics.json'), 'utf8')));

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

describe('items squarely on a topic, however short', () => {
  // Real wording: the December 20, 2023 agenda (4.c, 4.d) and the curfew items of 2025 agendas.
  const judgment =
    'Consideration and possible approval, adoption, denial, amendment or revision of a Resolution authorizing payment of two hundred fifty thousand dollars ($250,000.00) to Altaneisha Gatling, Plaintiff, and Paul Gee and Gary L. Richardson, Attorneys at Law, from the Sinking Fund as a payment of a judgment and attorney fee award in Case No. 22-CV-00339, Altaneisha Gatling v. City of Tulsa et al. (Emergency Clause)';
  const verdict =
    'Consideration and possible approval of a Resolution authorizing payment of ($347,092.87) to Raymond Greg Chapman, Plaintiff, from the Sinking Fund as a payment of a jury verdict and court award in Case No. CJ-2022-1289.';

  it('a judgment payment is a claim or settlement', () => {
    expect(matchTopics(judgment, catalogue, 3)).toContain('claims-and-settlements');
    expect(matchTopics(verdict, catalogue, 3)).toContain('claims-and-settlements');
  });

  it('a curfew is a police matter: a rule officers enforce, not a youth program', () => {
    expect(matchTopics('Discussion regarding Downtown curfew enforcement requested by Councilor Bellis.', catalogue, 3)).toEqual(['police']);
    expect(matchTopics('Consideration and possible approval of an Ordinance creating a juvenile curfew.', catalogue, 3)).toEqual(['police']);
  });

  it('a signal word inside another word is no signal', () => {
    expect(matchTopics('Adjudgments of the curfewless season.', catalogue, 3)).toEqual([]);
  });
});

describe("the city's catalogue file", () => {
  it('is read on each call, so an edit needs no restart; a missing file or one holding no list gives no topics', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'topics-'));
    const copy = createCityContext({ config: city.config, dataDir, evalDir: city.evalDir });
    expect(loadTopicMatchers(copy)).toEqual([]);
    expect(loadTopicSignals(copy).size).toBe(0);

    const curfew = { slug: 'police', display_name: 'Police', description: 'Policing and public safety', signals: ['curfew'] };
    fs.writeFileSync(copy.dataFile('topics.json'), JSON.stringify([curfew]));
    expect(loadTopicMatchers(copy).map((m) => m.slug)).toEqual(['police']);
    expect(loadTopicSignals(copy)).toEqual(new Map([['police', ['curfew']]]));
    expect(matchTopics('Curfew enforcement downtown.', loadTopicMatchers(copy))).toEqual(['police']);

    fs.writeFileSync(copy.dataFile('topics.json'), JSON.stringify({ police: curfew }));
    expect(loadTopicMatchers(copy)).toEqual([]);
    expect(loadTopicSignals(copy).size).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives the shipped catalogue's topics, each with its signals", () => {
    const slugs = loadTopicMatchers(city).map((m) => m.slug);
    expect(slugs.length).toBeGreaterThan(20);
    expect([...loadTopicSignals(city).keys()]).toEqual(slugs);
  });
});
