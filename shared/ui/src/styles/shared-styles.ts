import styles from './shared-styles.module.css';

/**
 * The classes every app's controls share (`focusRing`, `inputFocusRing`, `visuallyHidden`): one
 * stylesheet, so a focus ring or a hidden label is written once, not in each screen's stylesheet.
 */
export const sharedStyles = styles;
