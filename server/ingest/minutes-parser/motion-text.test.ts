import { describe, expect, it } from 'vitest';
import { outcomeOf, readMotion } from './motion-text.ts';

describe('who moved what, in the clerk\'s wording', () => {
  it.each([
    ['Councilor Lakin moved to approve 4.b - 4.n. Councilor Bengel seconded the motion.', { moved_by: 'Lakin', action: 'approve 4.b - 4.n', seconded_by: 'Bengel' }],
    ['Councilor Decter Wright made a motion to table and continue 4.d to September 3, 2025. Councilor Cue seconded the motion.', { moved_by: 'Decter Wright', action: 'table and continue 4.d to September 3, 2025', seconded_by: 'Cue' }],
    ['Councilor Fowler called the question to end debate. Councilor Miller seconded the motion.', { moved_by: 'Fowler', action: 'call the question to end debate', seconded_by: 'Miller' }],
    ['Councilor Fowler called for the question.', { moved_by: 'Fowler', action: 'call the question', seconded_by: null }],
    ['It was moved by Councilor Hall-Harper and seconded by Councilor Bush to approve 7.a.', { moved_by: 'Hall-Harper', action: 'approve 7.a', seconded_by: 'Bush' }],
    ['Motion by Councilor Archie, seconded by Councilor Dutton, to deny the appeal for 10.a.', { moved_by: 'Archie', action: 'deny the appeal for 10.a', seconded_by: 'Dutton' }],
    ['Councilor Lakin moved that the City Council remand 5.a to the Planning Commission.', { moved_by: 'Lakin', action: 'remand 5.a to the Planning Commission', seconded_by: null }],
    ['Chair Lakin moved to adjourn.', { moved_by: 'Lakin', action: 'adjourn', seconded_by: null }],
  ])('%s', (text, expected) => {
    expect(readMotion(text)).toMatchObject(expected);
  });

  it('reads no motion in narrative', () => {
    expect(readMotion('Councilor Patrick called the meeting to order at 5:00 P.M.')).toBeNull();
    expect(readMotion('There was Council discussion.')).toBeNull();
  });
});

describe('the outcome a sentence announces', () => {
  it.each([
    ['Motion carried.', 'passed'],
    ['Motion carried unanimously.', 'passed'],
    ['The motion passed.', 'passed'],
    ['Nomination carried.', 'passed'],
    ['Motion failed.', 'failed'],
    ['Motion denied.', 'failed'],
    ['Amended motion denied.', 'failed'],
    ['The motion to call the question failed.', 'failed'],
    ['Motion did not pass.', 'failed'],
  ])('%s', (text, outcome) => {
    expect(outcomeOf(text)).toBe(outcome);
  });

  it('announces nothing otherwise', () => {
    expect(outcomeOf('Councilor Miller stated that he would be abstaining.')).toBeNull();
  });
});
