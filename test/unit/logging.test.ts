import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/logging';

describe('redactUrl', () => {
  it('hides invite and reset codes in page and API paths', () => {
    expect(redactUrl('/go/c/AbC123xyz')).toBe('/go/c/:code');
    expect(redactUrl('/forgot-password-reset/secret-code')).toBe('/forgot-password-reset/:code');
    expect(redactUrl('/internal/app/choice/v1/invites/AbC123xyz')).toBe('/internal/app/choice/v1/invites/:code');
  });

  it('reads the path as the router does, percent-encoded letters decoded', () => {
    expect(redactUrl('/%69nternal/app/choice/v1/invites/AbC123xyz')).toBe('/internal/app/choice/v1/invites/:code');
    expect(redactUrl('/internal/app/choice/v1/inv%69tes/Ab%43123xyz?x=1')).toBe('/internal/app/choice/v1/invites/:code?…');
    expect(redactUrl('/go/c%2FAbC123xyz')).toBe('/go/c/:code');
    expect(redactUrl('/go/c/%E0%A4%A')).toBe('/go/c/:code');
  });

  it('drops query strings, which may hold what a family typed', () => {
    expect(redactUrl('/internal/app/choice/v1/locations/search?query=10001')).toBe('/internal/app/choice/v1/locations/search?…');
  });

  it('leaves other paths alone', () => {
    expect(redactUrl('/internal/app/choice/v1/option-lists/12')).toBe('/internal/app/choice/v1/option-lists/12');
  });
});
