import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { resolveApiBase } from '../runtime-config';
import { RuntimeConfigProvider, useRuntimeConfig } from '../runtime-config-context';

function Probe() {
  const config = useRuntimeConfig();
  return <span data-testid="probe" data-api-base={config.apiBase} data-runtime-config={config.providedBy} />;
}

describe('resolveApiBase', () => {
  it('defaults to {origin}/api', () => {
    expect(resolveApiBase(null)).toBe(`${window.location.origin}/api`);
    expect(resolveApiBase({ apiBase: '   ' })).toBe(`${window.location.origin}/api`);
  });

  it('uses the configured base without trailing slashes', () => {
    expect(resolveApiBase({ apiBase: 'https://api.example.org/v1//' })).toBe('https://api.example.org/v1');
  });
});

describe('useRuntimeConfig', () => {
  it('reads the provided value', () => {
    render(
      <RuntimeConfigProvider value={{ apiBase: 'http://x/api', providedBy: 'shell' }}>
        <Probe />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByTestId('probe').getAttribute('data-runtime-config')).toBe('shell');
    expect(screen.getByTestId('probe').getAttribute('data-api-base')).toBe('http://x/api');
  });

  it('falls back to the default without a provider', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').getAttribute('data-runtime-config')).toBe('default');
    expect(screen.getByTestId('probe').getAttribute('data-api-base')).toBe(`${window.location.origin}/api`);
  });
});
