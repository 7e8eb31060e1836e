import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPage, PAGE_PATTERNS } from '#contract/pages.ts';
import { routes } from './routes.tsx';

/** Every page path of the router, children joined to their parent, the catch-all left out. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path ? `${parent}/${route.path}` : parent;
    const here = route.index || (route.path && !route.children) || (route.path && route.children?.some((c) => c.index)) ? [own || '/'] : [];
    return [...here, ...(route.children ? pagePaths(route.children, own) : [])];
  });
}

describe('the page routes the server knows', () => {
  it('are exactly the router’s pages, so the server never answers 404 for a page or 200 for none', () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(PAGE_PATTERNS));
    // Each page once in the contract's list, its privacy a property of its one entry.
    expect(new Set(PAGE_PATTERNS).size).toBe(PAGE_PATTERNS.length);
  });

  it('match paths with their parameters, and nothing else', () => {
    expect(matchPage('/meetings')).toEqual({ pattern: '/meetings/:id?', params: {} });
    expect(matchPage('/meetings/12')).toEqual({ pattern: '/meetings/:id?', params: { id: '12' } });
    expect(matchPage('/organizations/tulsa-parks%20friends')?.params).toEqual({ slug: 'tulsa-parks friends' });
    expect(matchPage('/contact-representatives/find-district')?.pattern).toBe('/contact-representatives/find-district');
    expect(matchPage('/meetings/12/extra')).toBeNull();
    expect(matchPage('/no-such-page')).toBeNull();
    expect(matchPage('/councilors')).toBeNull();
    expect(matchPage('/meetings/%E0%A4%A')).toBeNull();
  });
});
