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

jest.mock('@vvq/volumetric', () => {
  class WebGL2UnavailableError extends Error {}
  return {
    WebGL2UnavailableError,
    VolumetricPlayer: { open: (o: never) => open(o) },
    encodePoseLog: () => new Uint8Array([1, 2, 3]),
    bytesToBase64: () => 'AQID',
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
});
