/** The speeds the player offers (docs/requirements.md §9); 1 is labelled "Normal". */
export const playbackSpeeds = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
