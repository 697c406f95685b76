import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable } from '@vvq/ui';
import { AREAS, type AreaName } from './remote-areas';
import { FallbackTopBar } from './fallback-top-bar';

export type AreaSlot = 'page' | 'bar';

interface Props {
  area: AreaName;
  slot: AreaSlot;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * One boundary per area and slot: a remote that fails to load (or throws while rendering) replaces only its own
 * area with a styled card, so the other area and the rest of the page keep working.
 */
export class RemoteAreaBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      `[shell] ${AREAS[this.props.area].remoteName} failed (${this.props.slot})`,
      error,
      info.componentStack,
    );
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { area, slot } = this.props;
    // The page slot carries the message; the bar slot only keeps a brand link so the page still has a header.
    if (slot === 'bar') return <FallbackTopBar area={area} />;
    return (
      <AreaUnavailable
        title={AREAS[area].unavailableText}
        detail="Please try again in a moment."
        onRetry={this.retry}
        testId={`area-unavailable-${area}`}
      />
    );
  }
}
