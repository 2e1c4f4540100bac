// Placeholder until the contact island lands.
export {};
