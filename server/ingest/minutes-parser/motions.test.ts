import { describe, expect, it } from 'vitest';
import { motionKindOf, resultOf } from './motions.ts';

describe('the kind of a motion, from the clerk\'s wording', () => {
  it.each([
    ['approve 4.b - 4.n, except 4.e, with the emergency clause on 4.b - 4.d', 'approve'],
    ['adopt the proposed amendment to Council Rule V', 'approve'],
    ['appoint Councilor Bellis and Councilor Dutton to the Vision Arts Independent Review Panel', 'approve'],
    ['increase the compensation of full-time Judges of the Municipal Court', 'approve'],
    ['strike Paragraph 1 in Council Rules and Order of Business, Rule VII', 'approve'],
    ['deny the appeal for 10.a and affirm the decision of the Hearing Officer', 'deny'],
    ['uphold the decision of the Nuisance Abatement Hearing Officer', 'deny'],
    ['amend the previous motion to remove the Terence Crutcher Foundation', 'amend'],
    ['amend the original motion to approve 10.a', 'amend'],
    ['table and continue 4.d to September 3, 2025', 'continue'],
    ['continue 5.a to the 5:00 P.M. City Council meeting on Wednesday, September 14, 2022', 'continue'],
    ['table 4.d', 'table'],
    ['refer 8.c to the Urban and Economic Development Committee', 'refer'],
    ['remand 5.b to the Planning Commission', 'refer'],
    ['call the question', 'call_question'],
    ['call the question to end debate', 'call_question'],
    ['the previous question', 'call_question'],
    ['reconsider the previous motion of the denial of the appeal', 'reconsider'],
    ['approve the reconsideration of the denial of Rezoning Application Z-7759', 'reconsider'],
    ['suspend the rules and consider 6.a', 'suspend_rules'],
    ['waive the City Charter and Council Rules and consider 6.a', 'suspend_rules'],
    ['make a substitute motion to continue 7.a', 'substitute'],
    ['approve the emergency clause on 7.a', 'emergency_clause'],
    ['enter Executive Session on items 5 and 7', 'executive_session'],
    ['enter Public Hearing on 3.a', 'public_hearing'],
    ['pull 4.e', 'pull'],
    ['adjourn', 'adjourn'],
    ['re-open Public Comment on item 7.n', 'other'],
    ['take 7.n after Section 4, Mayor\'s Items', 'other'],
  ] as const)('"%s" is %s', (action, kind) => {
    expect(motionKindOf(action)).toBe(kind);
  });
});

describe('what a motion does to the items it names', () => {
  it('only a motion that decides an item gives it a result', () => {
    expect(resultOf('approve', true)).toBe('passed');
    expect(resultOf('approve', false)).toBe('failed');
    expect(resultOf('deny', true)).toBe('denied');
    expect(resultOf('deny', false)).toBeNull();
    expect(resultOf('continue', true)).toBe('continued');
    expect(resultOf('table', true)).toBe('tabled');
    expect(resultOf('refer', true)).toBe('referred');
    for (const kind of ['amend', 'call_question', 'suspend_rules', 'emergency_clause', 'public_hearing', 'other'] as const) {
      expect(resultOf(kind, true), kind).toBeNull();
      expect(resultOf(kind, false), kind).toBeNull();
    }
  });

  it('entering executive session decides only an item that asks for it', () => {
    expect(resultOf('executive_session', true, true)).toBe('passed');
    expect(resultOf('executive_session', true, false)).toBeNull();
  });
});
