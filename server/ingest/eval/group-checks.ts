/**
 * The group sentences of a detailed summary (issue 30): "The motion to approve 2.b-2.g carried 9-0" must cover
 * exactly items one motion decided. Every item the range or pair names, read in the minutes' agenda order, must be
 * on the agenda, not pulled, and decided by the same roll call, whose outcome the sentence states. `eval:plain`
 * counts the sentences and lists any that cover a pulled item or one not voted on.
 */
import type { ParsedBody } from '../minutes-parser/parse-body.ts';

type Minutes = { items: Pick<ParsedBody['items'][number], 'item_number' | 'pulled' | 'decided_by'>[]; votes: Pick<ParsedBody['votes'][number], 'outcome'>[] };

const GROUP = /The motion to approve ([0-9A-Za-z.]+?)(?:-([0-9A-Za-z.]+?)| and ([0-9A-Za-z.]+?)) (carried|failed)\b/g;
const bare = (n: string) => n.replace(/\.$/, '');

/** The group sentences of `detailed`, and what is false in each (an empty list when all hold). */
export function checkGroupSentences(detailed: string, minutes: Minutes): { sentences: number; falses: string[] } {
  const falses: string[] = [];
  let sentences = 0;
  for (const match of detailed.matchAll(GROUP)) {
    sentences++;
    const [said, first, last, second, verb] = match as unknown as [string, string, string | undefined, string | undefined, string];
    const start = minutes.items.findIndex((i) => bare(i.item_number) === first);
    const endNumber = last ?? second!;
    const end = start < 0 ? -1 : minutes.items.findIndex((i, at) => at > start && bare(i.item_number) === endNumber);
    if (start < 0 || end < 0) {
      falses.push(`"${said}": an item it names is not on the agenda`);
      continue;
    }
    // A pair names two items, which need not be neighbours; a range covers every item between its ends.
    const covered = last ? minutes.items.slice(start, end + 1) : [minutes.items[start]!, minutes.items[end]!];
    const decider = covered.find((i) => i.decided_by !== null)?.decided_by ?? null;
    const problems = covered.flatMap((item) => {
      if (item.pulled) return [`${bare(item.item_number)} was pulled`];
      if (item.decided_by === null) return [`${bare(item.item_number)} was not voted on`];
      if (item.decided_by !== decider) return [`${bare(item.item_number)} was decided by another motion`];
      return [];
    });
    const outcome = decider === null ? undefined : minutes.votes[decider]?.outcome;
    if (problems.length === 0 && outcome !== (verb === 'carried' ? 'passed' : 'failed')) problems.push(`the motion ${outcome ?? 'is unknown'}`);
    if (problems.length > 0) falses.push(`"${said}": ${problems.join(', ')}`);
  }
  return { sentences, falses };
}
