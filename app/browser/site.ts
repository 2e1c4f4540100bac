// Placeholder until the site module lands.
export {};
