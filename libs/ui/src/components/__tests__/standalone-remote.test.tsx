import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import * as ReactQuery from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import { createLoadedQueryClientSource, useQueryClientSource } from '../../query/query-client-source';
import { StandaloneRemote } from '../standalone-remote';

function Probe() {
  const config = useRuntimeConfig();
  const source = useQueryClientSource();
  const location = useLocation();
  return (
    <p>{`${config.providedBy} ${config.apiBase} ${source?.current?.label ?? 'none'} ${location.pathname}`}</p>
  );
}

describe('StandaloneRemote', () => {
  it('gives its children a router, the standalone runtime config and the QueryClient source it was handed', () => {
    const source = createLoadedQueryClientSource('standalone', ReactQuery);
    render(
      <StandaloneRemote source={source}>
        <Probe />
      </StandaloneRemote>,
    );
    expect(
      screen.getByText(`standalone ${window.location.origin}/api ${source.current!.label} /`),
    ).toBeTruthy();
  });
});
