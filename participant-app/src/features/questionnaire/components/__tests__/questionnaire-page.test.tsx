import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSENT_VERSION } from '@vvq/contracts';
import { mockApi } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { REQUIRED_MESSAGES } from '../../utils/questionnaire-form';

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const select = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const radio = (group: RegExp, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByLabelText(option));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

function fillValid() {
  fireEvent.change(screen.getByLabelText('Age'), { target: { value: '34' } });
  select('Gender', 'Non-binary');
  select('Education', "Master's Degree");
  select('Field of Study', 'Engineering');
  select('How familiar are you with volumetric video?', 'Somewhat Familiar');
  radio(/understand volumetric video/, '4');
  select('Technical Knowledge of video technology', 'Very Knowledgeable');
  select('How familiar are you with video quality metrics?', 'Not Familiar');
  radio(/participated/, 'No');
  radio(/Quiz 1/, 'Captures 3D space');
  radio(/Quiz 2/, 'Using multiple cameras and depth sensors');
  radio(/Quiz 3/, 'Virtual Reality Experiences');
  fireEvent.click(
    screen.getByLabelText(
      'I agree to participate in this study and understand that my data will be used for research purposes.',
    ),
  );
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('QuestionnairePage', () => {
  it('offers the contract options', () => {
    renderApp({ path: '/questionnaire' });
    expect(screen.getByRole('heading', { name: 'Research Study Questionnaire' })).toBeInTheDocument();
    const gender = screen.getByLabelText('Gender');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select...', 'Male', 'Female', 'Non-binary', 'Prefer not to say', 'Other']);
    expect(
      within(screen.getByRole('radiogroup', { name: /understand volumetric video/ })).getAllByRole('radio'),
    ).toHaveLength(5);
  });

  it('blocks an empty submission and shows every required message under its field', () => {
    const api = mockApi({});
    renderApp({ path: '/questionnaire' });
    submit();
    for (const message of Object.values(REQUIRED_MESSAGES))
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('clears a shown error once the field is fixed', () => {
    mockApi({});
    renderApp({ path: '/questionnaire' });
    submit();
    select('Gender', 'Male');
    expect(screen.queryByText('Gender is required')).not.toBeInTheDocument();
    expect(screen.getByText('Age is required')).toBeInTheDocument();
  });

  it('counts words live and refuses input beyond 50 words', () => {
    renderApp({ path: '/questionnaire' });
    const experience = screen.getByLabelText(/Describe your experience/);
    expect(screen.getByTestId('experience-counter')).toHaveTextContent('0/50 words');
    fireEvent.change(experience, { target: { value: 'I watched  a hologram' } });
    expect(screen.getByTestId('experience-counter')).toHaveTextContent('4/50 words');
    fireEvent.change(experience, { target: { value: words(50) } });
    expect(screen.getByTestId('experience-counter')).toHaveTextContent('50/50 words');
    fireEvent.change(experience, { target: { value: words(51) } });
    expect(experience).toHaveValue(words(50));
    expect(screen.getByText('Maximum limit is 50 words!')).toBeInTheDocument();
  });

  it('submits all fields with user_id, shows success, scrolls up and goes to /dashboard after 2 s', async () => {
    jest.useFakeTimers();
    const api = mockApi({
      'POST /questionnaire': { status: 201, body: { message: 'ok', id: 1 } },
      'POST /v2/session/start': { body: { sessionId: 1, videos: [] } },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ path: '/questionnaire' });
    fillValid();
    fireEvent.change(screen.getByLabelText(/Describe your experience/), { target: { value: 'VR games' } });
    submit();
    expect(await screen.findByText('Questionnaire submitted successfully!')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalled();
    expect(sessionStorage.getItem('hasSubmitted')).toBe('true');
    const [call] = api.callsTo('POST /questionnaire');
    expect(call.headers.Authorization).toBe('Bearer token-7');
    expect(call.body).toEqual({
      user_id: 7,
      age: 34,
      gender: 'Non-binary',
      education: "Master's Degree",
      field_of_study: 'Engineering',
      familiarity: 'Somewhat Familiar',
      experience: 'VR games',
      understanding: 4,
      technical_knowledge: 'Very Knowledgeable',
      quality_metrics: 'Not Familiar',
      previous_participation: 'No',
      quiz1: 'Captures 3D space',
      quiz2: 'Using multiple cameras and depth sensors',
      quiz3: 'Virtual Reality Experiences',
      consent: true,
      consent_version: CONSENT_VERSION,
    });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/questionnaire$/);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    await screen.findByRole('button', { name: 'Rate Videos' });
  });

  it('only logs a failed submission', async () => {
    mockApi({ 'POST /questionnaire': { status: 500, body: { error: 'boom' } } });
    renderApp({ path: '/questionnaire' });
    fillValid();
    submit();
    await act(async () => undefined);
    expect(console.error).toHaveBeenCalledWith('Questionnaire submit failed', expect.anything());
    expect(screen.queryByText('Questionnaire submitted successfully!')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/questionnaire$/);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('treats 409 (already submitted) as submitted and returns to the dashboard', async () => {
    mockApi({
      'POST /questionnaire': {
        status: 409,
        body: { statusCode: 409, error: 'Questionnaire already submitted', message: 'x' },
      },
      'POST /v2/session/start': { status: 500, body: {} },
    });
    renderApp({ path: '/questionnaire' });
    fillValid();
    submit();
    expect(await screen.findByText('Thank you for submitting the questionnaire!')).toBeInTheDocument();
    expect(sessionStorage.getItem('hasSubmitted')).toBe('true');
    await screen.findByRole('button', { name: 'Rate Videos' });
  });

  it('moves focus to the first invalid field after a refused submit, in reading order', async () => {
    mockApi({});
    renderApp({ path: '/questionnaire' });
    submit();
    await waitFor(() => expect(screen.getByLabelText('Age')).toHaveFocus());
    fillValid();
    select('Gender', '');
    fireEvent.click(screen.getByLabelText(/I agree to participate/));
    submit();
    await waitFor(() => expect(screen.getByLabelText('Gender')).toHaveFocus());
    select('Gender', 'Male');
    submit();
    await waitFor(() => expect(screen.getByLabelText(/I agree to participate/)).toHaveFocus());
  });

  it("shows the server's reason when it refuses the answers (400) and focuses it", async () => {
    const api = mockApi({
      'POST /questionnaire': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Age must be between 18 and 99',
          message: ['Age must be between 18 and 99'],
        },
      },
    });
    renderApp({ path: '/questionnaire' });
    fillValid();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The questionnaire was not accepted: Age must be between 18 and 99');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(api.callsTo('POST /questionnaire')).toHaveLength(1);
  });
});
