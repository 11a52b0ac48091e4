'use client';
import { Component, type ReactNode } from 'react';

interface Props {
  type: string;
  id: string;
  /** Shown in the editor; shoppers get nothing visible. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches what goes wrong inside a block's interactive parts in the browser,
 * so one broken block never takes its page down.
 */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.warn(`Block ${this.props.type} "${this.props.id}" failed and was left out:`, error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
