// Loaded on the first opening of the lightbox, so its code and styles stay off pages that never open it.
import 'photoswipe/style.css';
import './lightbox.css';

export { default } from 'photoswipe';
