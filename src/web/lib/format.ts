/** The spec's display formats live in shared/ so the server's link previews read the same. */
export * from '../../shared/display-format';
