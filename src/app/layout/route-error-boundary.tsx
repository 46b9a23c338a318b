import { Component, type ReactNode } from 'react';
import { RouteLoadError } from '@/app/layout/route-load-error';
import { forgetFailedScreens } from '@/app/routing/route-screen';

type RouteErrorBoundaryProps = { children: ReactNode };

/**
 * Catches a page that fails to render, e.g. because its code could not be loaded, and shows `RouteLoadError`
 * in its place while header and footer stay usable. Keyed by the path where it is used: the next page starts
 * afresh, and a screen that failed is imported again when next visited.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    forgetFailedScreens();
  }

  override render() {
    return this.state.failed ? <RouteLoadError /> : this.props.children;
  }
}
