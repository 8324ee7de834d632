import { describe, expect, it } from 'vitest';
import { pageViewPath } from '../../src/analytics';

/** SPEC §2 page views: the path only, with invite and reset codes replaced by their route's parameter. */
describe('pageViewPath', () => {
  it.each([
    ['/go/c/Ab3dE9', '/go/c/:inviteCode'],
    ['/go/c/Ab3dE9?utm_source=sms', '/go/c/:inviteCode'],
    ['/forgot-password-reset/9f8e7d', '/forgot-password-reset/:code'],
    ['/forgot-password-reset/9f8e7d/extra', '/forgot-password-reset/:code/extra'],
    ['/forgot-password', '/forgot-password'],
    ['/go/c/', '/go/c/'],
    ['/choice/option-list/4/rank', '/choice/option-list/4/rank'],
    ['/login?next=%2F', '/login'],
  ])('reports %s as %s', (path, reported) => {
    expect(pageViewPath(path)).toBe(reported);
  });
});
