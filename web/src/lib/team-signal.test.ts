import { describe, expect, it } from 'vitest';
import { teamSignalJudge } from './team-signal';

describe('teamSignalJudge', () => {
  it('names no team for the value already there when the page starts listening', () => {
    expect(teamSignalJudge()({ t1: 1, t2: 2 })).toEqual([]);
  });

  it('names each team whose time moved, and only those', () => {
    const judge = teamSignalJudge();
    judge({ t1: 1, t2: 2 });
    expect(judge({ t1: 5, t2: 2 })).toEqual(['t1']);
    expect(judge({ t1: 5, t2: 2, t3: 1 })).toEqual(['t3']);
  });

  it('names a team first signalled after the page opened on an empty node', () => {
    const judge = teamSignalJudge();
    judge(null);
    expect(judge({ t1: 1 })).toEqual(['t1']);
  });

  it('names nothing for a value that is no map of teams', () => {
    const judge = teamSignalJudge();
    judge(null);
    expect(judge('t1')).toEqual([]);
  });
});
