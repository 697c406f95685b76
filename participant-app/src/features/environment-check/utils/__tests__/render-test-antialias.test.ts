import { measureRenderFps } from '../render-test';

// The test render must draw as the study's player will (volumetric_antialias): multisampling doubles a software
// renderer's cost, so a test without it would pass devices the player then overloads.
describe('measureRenderFps', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([true, false])('asks WebGL 2 for antialias: %s as told', async (antialias) => {
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    expect(await measureRenderFps(10, 10, antialias)).toEqual({ webgl2: false, render_fps: null });
    expect(getContext).toHaveBeenCalledWith('webgl2', { antialias });
  });

  it('multisamples by default, as the player does', async () => {
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    await measureRenderFps(10, 10);
    expect(getContext).toHaveBeenCalledWith('webgl2', { antialias: true });
  });
});
