import { Component, type ReactNode } from 'react';

interface Props {
  readonly fallback: ReactNode;
  /** When this changes (e.g. the address), the boundary tries its children again. */
  readonly resetKey?: unknown;
  readonly children: ReactNode;
}

interface State {
  readonly failedAt: unknown;
  readonly failed: boolean;
}

/** Catches a render crash below it and shows the fallback instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedAt: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return { failedAt: props.resetKey };
    return props.resetKey !== state.failedAt ? { failed: false, failedAt: props.resetKey } : null;
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
