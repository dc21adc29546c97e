import { describe, expect, it } from 'vitest';
import { roleStatement } from './role-statement';

describe('roleStatement', () => {
  it('names the role with the right article', () => {
    expect(roleStatement('owner', 'Chess Club')).toBe('You are the owner of Chess Club');
    expect(roleStatement('admin', 'Chess Club')).toBe('You are an admin of Chess Club');
    expect(roleStatement('editor', 'X')).toBe('You are an editor of X');
    expect(roleStatement('viewer', 'X')).toBe('You are a viewer of X');
  });

  it('says nothing without a team', () => {
    expect(roleStatement(undefined, 'X')).toBeNull();
    expect(roleStatement('owner', '')).toBeNull();
  });
});
