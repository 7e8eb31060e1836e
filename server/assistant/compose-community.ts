/**
 * Organizations and campaigns working on a subject. Focus areas are a closed list, so a few everyday words are
 * mapped onto them ("trees" → environment); the rest is word overlap with names and descriptions.
 */
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import type { Catalog } from './records.ts';
import { PAGES, type RetrievedRecord, campaignSource, link, organizationSource } from './sources.ts';
import { overlap, stem, stemSet } from './text.ts';

const FOCUS_SYNONYMS: Record<string, string[]> = {
  housing: ['home', 'homeless', 'homelessness', 'rent', 'eviction', 'shelter', 'affordable'],
  education: ['school', 'literacy', 'learning', 'reading', 'library', 'tutor'],
  environment: ['tree', 'park', 'green', 'climate', 'recycling', 'river', 'stormwater', 'pollution', 'nature'],
  transportation: ['bus', 'transit', 'bike', 'biking', 'sidewalk', 'walk', 'walking', 'street', 'traffic', 'road'],
  economic_development: ['job', 'jobs', 'business', 'employment', 'workforce', 'small'],
  public_safety: ['safety', 'crime', 'police', 'violence'],
  healthcare: ['health', 'medical', 'clinic', 'mental', 'food', 'hunger'],
  arts_culture: ['art', 'arts', 'music', 'culture', 'museum', 'theater'],
  social_justice: ['justice', 'equity', 'civil', 'rights', 'immigrant', 'reentry'],
  community_building: ['neighbor', 'neighborhood', 'volunteer', 'community'],
  historic_preservation: ['history', 'historic', 'heritage', 'preservation'],
  youth_development: ['youth', 'kid', 'kids', 'teen', 'children', 'mentor', 'mentoring'],
};

function focusTerms(areas: string[]): string[] {
  return areas.flatMap((a) => [...a.split('_'), ...(FOCUS_SYNONYMS[a] ?? [])]).map(stem);
}

/** Ranks by word overlap; a match in the name (or title) counts double, since it is what the record is about. */
function rank<T>(list: T[], terms: string[], name: (t: T) => string, text: (t: T) => string, boost: (t: T) => string[] = () => []): T[] {
  return list
    .map((item) => {
      const stems = stemSet(text(item));
      for (const b of boost(item)) stems.add(b);
      return { item, score: overlap(terms, stems) + 2 * overlap(terms, stemSet(name(item))) };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.item);
}

function orgRecord(o: Catalog['organizations'][number]): RetrievedRecord {
  return {
    source: organizationSource(o),
    facts: `${o.name} (${o.organization_type.replaceAll('_', ' ')}; focus: ${o.focus_areas.join(', ').replaceAll('_', ' ')}): ${o.short_description ?? o.description}`,
  };
}

function campaignRecord(c: Catalog['campaigns'][number]): RetrievedRecord {
  return {
    source: campaignSource(c),
    facts: `Campaign "${c.title}" (${c.category}, status ${c.status}): ${c.description}`,
  };
}

export function organizations(ctx: AnswerContext): Draft {
  const { terms } = ctx.question;
  const { say } = ctx;
  const all = ctx.catalog.organizations;
  const found = terms.length === 0 ? all.slice(0, 5) : rank(all, terms, (o) => o.name, (o) => `${o.short_description ?? ''} ${o.description}`, (o) => focusTerms(o.focus_areas)).slice(0, 5);
  if (found.length === 0) {
    return draft('not_found', say.noOrganization(link(PAGES.organizations)), [], [PAGES.organizations]);
  }
  const records = found.map(orgRecord);
  const lines = found.map((o, i) => `- ${link(records[i]!.source)}: ${o.short_description ?? ''}`);
  const lead = terms.length === 0 ? say.someOrganizations : say.organizationsOnThat;
  const text = [lead, say.recordNote, lines.join('\n'), say.everyOrganization(link(PAGES.organizations))].filter(Boolean).join('\n\n');
  return draft('answer', text, records, [PAGES.organizations]);
}

export function campaigns(ctx: AnswerContext): Draft {
  const { terms } = ctx.question;
  const { say } = ctx;
  const all = ctx.catalog.campaigns;
  const active = all.filter((c) => c.status === 'active');
  const found = terms.length === 0 ? active.slice(0, 5) : rank(all, terms, (c) => c.title, (c) => `${c.category} ${c.description}`).slice(0, 4);
  if (found.length === 0) {
    return draft('not_found', say.noCampaign(link(PAGES.campaigns)), [], [PAGES.campaigns]);
  }
  const records = found.map(campaignRecord);
  const lines = found.map((c, i) => `- ${link(records[i]!.source)} (${c.category}${c.status === 'active' ? '' : `, ${c.status}`})`);
  const lead = terms.length === 0 ? say.activeCampaigns : say.campaignsOnThat;
  const text = [lead, say.recordNote, lines.join('\n'), say.joinCampaign(link(PAGES.campaigns))].filter(Boolean).join('\n\n');
  return draft('answer', text, records, [PAGES.campaigns]);
}

/** Organizations and campaigns that match a general question well (most of its words), for the search reply. */
export function communityMatches(ctx: AnswerContext): RetrievedRecord[] {
  const { terms } = ctx.question;
  if (terms.length === 0) return [];
  const need = Math.max(1, Math.ceil(terms.length * 0.6));
  const orgs = ctx.catalog.organizations
    .filter((o) => overlap(terms, stemSet(`${o.name} ${o.short_description ?? ''}`)) >= need)
    .slice(0, 2)
    .map(orgRecord);
  const camps = ctx.catalog.campaigns
    .filter((c) => overlap(terms, stemSet(c.title)) >= need)
    .slice(0, 2)
    .map(campaignRecord);
  return [...orgs, ...camps];
}
