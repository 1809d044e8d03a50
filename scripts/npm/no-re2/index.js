throw new Error(
  're2 is left out of this install (package.json overrides); superstatic falls back to RegExp.',
);
