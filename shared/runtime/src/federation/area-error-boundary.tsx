import { Component, type ReactNode } from 'react';
import { AreaFallback } from './area-fallback';

interface AreaErrorBoundaryProps {
  children: ReactNode;
  /** Called when the visitor asks to try again, before the area renders anew. */
  onRetry: () => void;
  minHeight?: string | undefined;
}

interface AreaErrorBoundaryState {
  failed: boolean;
}

/** Keeps a failing remote inside its own area: the rest of the page goes on working. */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  override state: AreaErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AreaErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A federated area failed', error);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return <AreaFallback onRetry={this.retry} minHeight={this.props.minHeight} />;
    return this.props.children;
  }
}
