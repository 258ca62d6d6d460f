// Mirador ships no types: the little of its v4 API the hosted viewer uses (src/init.js, lib/MiradorViewer.jsx).
declare module 'mirador' {
  /** One window of the workspace, opened on a manifest. */
  export interface MiradorWindowConfig {
    manifestId: string;
    thumbnailNavigationPosition?: 'off' | 'far-bottom' | 'far-right';
  }

  /** The settings Mirador merges over its defaults (src/config/settings.js); only those used here. */
  export interface MiradorConfig {
    /** The id of the element Mirador renders into, with a React root of its own. */
    id: string;
    language?: string;
    windows?: MiradorWindowConfig[];
    workspace?: Record<string, unknown>;
    workspaceControlPanel?: { enabled: boolean };
    /** Passed to OpenSeadragon as its options. */
    osdConfig?: Record<string, unknown>;
  }

  export interface MiradorViewerInstance {
    /** Unmounts Mirador's React root from the element. */
    unmount(): void;
  }

  const Mirador: { viewer(config: MiradorConfig, plugins?: unknown[]): MiradorViewerInstance };
  export default Mirador;
}
