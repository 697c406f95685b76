import { panelEntryFromSearch } from '../utils/panel-entry-from-search';

describe('panelEntryFromSearch (entry links)', () => {
  it("reads a Prolific link by Prolific's own parameter names", () => {
    expect(panelEntryFromSearch('?PROLIFIC_PID=5f3a&STUDY_ID=s1&SESSION_ID=x9')).toEqual({
      panel: 'prolific',
      participant_id: '5f3a',
      study_id: 's1',
      session_id: 'x9',
    });
  });

  it('reads an MTurk link (worker → participant, HIT → study, assignment → session)', () => {
    expect(panelEntryFromSearch('?panel=mturk&workerId=W1&assignmentId=A1&hitId=H1')).toEqual({
      panel: 'mturk',
      participant_id: 'W1',
      study_id: 'H1',
      session_id: 'A1',
    });
  });

  it('treats an MTurk preview (no worker yet) as an ordinary visit', () => {
    expect(panelEntryFromSearch('?panel=mturk&assignmentId=ASSIGNMENT_ID_NOT_AVAILABLE&hitId=H1')).toBeNull();
  });

  it('reads a SONA link', () => {
    expect(panelEntryFromSearch('?panel=sona&id=12345')).toEqual({ panel: 'sona', participant_id: '12345' });
  });

  it('passes a missing id on (the server names the problem) and drops empty optional ids', () => {
    expect(panelEntryFromSearch('?panel=sona')).toEqual({ panel: 'sona', participant_id: '' });
    expect(panelEntryFromSearch('?PROLIFIC_PID=p&STUDY_ID=')).toEqual({
      panel: 'prolific',
      participant_id: 'p',
      study_id: undefined,
      session_id: undefined,
    });
  });

  it("passes a signed link's sig on, for any panel", () => {
    const sig = 'ab'.repeat(32);
    expect(panelEntryFromSearch(`?panel=sona&id=12345&sig=${sig}`)).toEqual({
      panel: 'sona',
      participant_id: '12345',
      sig,
    });
    expect(panelEntryFromSearch(`?PROLIFIC_PID=p&STUDY_ID=s&SESSION_ID=x&sig=${sig}`)).toMatchObject({ sig });
    expect(
      panelEntryFromSearch(`?panel=mturk&workerId=W1&assignmentId=A1&hitId=H1&sig=${sig}`),
    ).toMatchObject({
      sig,
    });
    expect(panelEntryFromSearch('?panel=sona&id=1&sig=')).toEqual({ panel: 'sona', participant_id: '1' });
    expect(panelEntryFromSearch(`?sig=${sig}`)).toBeNull();
  });

  it('ignores ordinary visits and unknown panels', () => {
    expect(panelEntryFromSearch('')).toBeNull();
    expect(panelEntryFromSearch('?utm_source=x')).toBeNull();
    expect(panelEntryFromSearch('?panel=qualtrics&id=1')).toBeNull();
  });
});
