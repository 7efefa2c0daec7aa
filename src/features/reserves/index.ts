// Public face of the reserves feature for other features: nothing yet (the account menu links to its route).
export {};
