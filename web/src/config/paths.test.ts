import { INVITATION_PATH } from '@listkeep/common/src/invitation';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('serves the invitation page where the invitation mail links to', () => {
    expect(paths.invitation).toBe(INVITATION_PATH);
  });
});
