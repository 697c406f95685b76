import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NO_WEBGL2, PLAYER_HELP, VolumetricPlayerView } from '../components/volumetric-player-view';
import { switchLanguage } from '../../../i18n';

/* The player's React shell: focusable canvas with its keyboard help, spinner while waiting, reset announced,
 * playback signals passed on, the pose log handed to the card, and a plain message without WebGL 2. The renderer
 * itself (three.js, workers) runs in the browser test; here the library is replaced by a fake. */
const fake = {
  start: jest.fn(),
  dispose: jest.fn(),
  record: jest.fn(),
  rig: { reset: jest.fn() },
  state: () => ({
    waiting: false,
    ended: false,
    playing: true,
    dropped: 3,
    late: 0,
    stalls: 0,
    shown: 5,
    failed: 0,
    frame: 4,
  }),
  poseLog: (trialId: number, videoId: number) => ({
    trialId,
    videoId,
    samples: [],
    events: [],
    visibility: [],
  }),
};
let options: { onState: (s: object) => void; onControl: (e: object, text: string | null) => void } | null =
  null;
const open = jest.fn();
const vrSupported = jest.fn(() => Promise.resolve(true));

jest.mock('@vvq/volumetric', () => {
  class WebGL2UnavailableError extends Error {}
  return {
    WebGL2UnavailableError,
    VolumetricPlayer: { open: (o: never) => open(o) },
    encodePoseLog: () => new Uint8Array([1, 2, 3]),
    bytesToBase64: () => 'AQID',
    immersiveVrSupported: () => vrSupported(),
  };
});
jest.mock('../utils/decoder-assets', () => ({ DRACO_DECODER: { wrapperUrl: '/w.js', wasmUrl: '/d.wasm' } }));

beforeEach(() => {
  options = null;
  open.mockImplementation((o) => {
    options = o;
    return Promise.resolve(fake);
  });
});
afterEach(() => jest.clearAllMocks());

describe('VolumetricPlayerView', () => {
  it('gives the canvas keyboard focus and help, shows a spinner while waiting, and passes the signals on', async () => {
    const onPlaying = jest.fn();
    const onWaiting = jest.fn();
    const onEnded = jest.fn();
    const figuresRef: { current: (() => object) | null } = { current: null };
    render(
      <VolumetricPlayerView
        url="/media/volumetric/bunny_R1/sequence.json"
        trialId={12}
        onPlaying={onPlaying}
        onWaiting={onWaiting}
        onEnded={onEnded}
        figuresRef={figuresRef}
      />,
    );
    const canvas = screen.getByTestId('volumetric-canvas');
    expect(canvas).toHaveAttribute('tabindex', '0');
    expect(canvas).toHaveAccessibleDescription(PLAYER_HELP);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the 3D stimulus…');
    await waitFor(() => expect(fake.start).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({ baseUrl: '/media/volumetric/bunny_R1', loop: false }),
    );

    act(() => options!.onState({ waiting: true, ended: false }));
    expect(onWaiting).toHaveBeenCalledTimes(1);
    act(() => options!.onState({ waiting: false, ended: false, frame: 3 }));
    expect(onPlaying).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => options!.onState({ waiting: false, ended: true, completedPass: true, frame: 59 }));
    expect(onEnded).toHaveBeenCalledTimes(1);

    act(() => options!.onControl({ type: 'orbit', input: 'keyboard' }, 'View turned left'));
    expect(screen.getByTestId('volumetric-announcer')).toHaveTextContent('View turned left');
    fireEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(fake.rig.reset).toHaveBeenCalledWith('button');
    expect(screen.getByTestId('volumetric-announcer')).toHaveTextContent('View reset');

    expect(figuresRef.current!()).toEqual({ pose_log: 'AQID', dropped_frames: 3 });
  });

  it('looping (the study says so): "played to end" is the first complete pass, reported once', async () => {
    const onEnded = jest.fn();
    render(
      <VolumetricPlayerView
        url="/media/volumetric/bunny_R1/sequence.json"
        trialId={7}
        loop
        onEnded={onEnded}
      />,
    );
    await waitFor(() => expect(fake.start).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ loop: true }));
    act(() => options!.onState({ waiting: false, ended: false, completedPass: false, frame: 59 }));
    expect(onEnded).not.toHaveBeenCalled();
    act(() => options!.onState({ waiting: false, ended: false, completedPass: true, frame: 0 }));
    act(() => options!.onState({ waiting: false, ended: false, completedPass: true, frame: 1 }));
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('says in plain words when the browser has no WebGL 2', async () => {
    const { WebGL2UnavailableError } = jest.requireMock('@vvq/volumetric');
    open.mockImplementation(() => Promise.reject(new WebGL2UnavailableError()));
    render(<VolumetricPlayerView url="/media/volumetric/x/sequence.json" trialId={1} />);
    expect(await screen.findByText(NO_WEBGL2)).toBeInTheDocument();
  });

  it('speaks the participant’s language: labels, buttons, help and the announced gestures (German)', async () => {
    await act(() => switchLanguage('de'));
    try {
      render(<VolumetricPlayerView url="/media/volumetric/x/sequence.json" trialId={2} />);
      expect(screen.getByRole('img', { name: '3D-Stimulus' })).toHaveAccessibleDescription(/^Ziehen dreht/);
      expect(screen.getByRole('status')).toHaveTextContent('Der 3D-Stimulus wird geladen…');
      await waitFor(() => expect(fake.start).toHaveBeenCalled());
      act(() => options!.onControl({ type: 'orbit', input: 'keyboard' }, 'View turned left'));
      expect(screen.getByTestId('volumetric-announcer')).toHaveTextContent('Ansicht nach links gedreht');
      fireEvent.click(screen.getByRole('button', { name: 'Ansicht zurücksetzen' }));
      expect(screen.getByTestId('volumetric-announcer')).toHaveTextContent('Ansicht zurückgesetzt');
      expect(screen.getByRole('button', { name: 'Vollbild' })).toBeInTheDocument();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });

  it('offers no VR without the study setting, and does not even ask the browser (the journey as before)', async () => {
    render(<VolumetricPlayerView url="/media/volumetric/x/sequence.json" trialId={3} />);
    await waitFor(() => expect(fake.start).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Enter VR' })).not.toBeInTheDocument();
    expect(vrSupported).not.toHaveBeenCalled();
  });

  it('offers no VR where the browser has no immersive-vr session, even with the setting on', async () => {
    vrSupported.mockImplementationOnce(() => Promise.resolve(false));
    render(<VolumetricPlayerView url="/media/volumetric/x/sequence.json" trialId={3} immersive />);
    await waitFor(() => expect(vrSupported).toHaveBeenCalled());
    await waitFor(() => expect(fake.start).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Enter VR' })).not.toBeInTheDocument();
  });

  it('with the setting and a headset: Enter VR starts the session, the change is announced, Exit VR leaves it', async () => {
    const player = { ...fake, immersive: false, enterImmersive: jest.fn(), exitImmersive: jest.fn() };
    player.enterImmersive.mockImplementation(() => Promise.resolve());
    open.mockImplementation((o) => {
      options = o;
      return Promise.resolve(player);
    });
    render(<VolumetricPlayerView url="/media/volumetric/x/sequence.json" trialId={3} immersive />);
    const enter = await screen.findByRole('button', { name: 'Enter VR' });
    await waitFor(() => expect(fake.start).toHaveBeenCalled());
    fireEvent.click(enter);
    expect(player.enterImmersive).toHaveBeenCalledWith('button');
    const immersive = options as unknown as { onImmersive: (on: boolean) => void };
    act(() => immersive.onImmersive(true));
    player.immersive = true;
    expect(screen.getByTestId('volumetric-announcer')).toHaveTextContent('Viewing in the headset');
    fireEvent.click(screen.getByRole('button', { name: 'Exit VR' }));
    expect(player.exitImmersive).toHaveBeenCalledWith('button');
    act(() => immersive.onImmersive(false));
    expect(screen.getByTestId('volumetric-announcer')).toHaveTextContent('Back to the screen view');
    expect(screen.getByRole('button', { name: 'Enter VR' })).toBeInTheDocument();
  });

  it('says so when the headset view does not start', async () => {
    const player = { ...fake, immersive: false, enterImmersive: jest.fn() };
    player.enterImmersive.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    open.mockImplementation(() => Promise.resolve(player));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<VolumetricPlayerView url="/media/volumetric/x/sequence.json" trialId={3} immersive />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter VR' }));
    await waitFor(() =>
      expect(screen.getByTestId('volumetric-announcer')).toHaveTextContent(
        'The headset view could not start.',
      ),
    );
  });
});
