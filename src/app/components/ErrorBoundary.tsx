// The one error boundary of the dashboard (the shell, every route, every
// plugin page or widget): what threw while rendering shows `fallback` in its
// place and is reported; a failed import of a chunk (a deployment removed the
// old build's files) reloads the page once instead (lib/chunk-reload.ts).
import { Component, type ErrorInfo, type ReactNode } from "react";
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from "@app/lib/chunk-reload";

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown in place of the children once they threw. */
  fallback: (error: unknown) => ReactNode;
  /** Reports an error whose fallback shows (not a chunk failure that reloads the page). */
  onError: (error: unknown, info: ErrorInfo) => void;
  /** The children are tried again when this changes (e.g. on every navigation). */
  resetKey?: unknown;
}

interface State {
  failure?: { error: unknown; reloading: boolean };
  resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error, reloading: isChunkLoadError(error) && mayReloadForChunk() } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: undefined, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.state.failure?.reloading) reloadForChunk();
    else this.props.onError(error, info);
  }

  render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return failure.reloading ? null : this.props.fallback(failure.error);
  }
}
