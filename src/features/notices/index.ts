// Public face of the notices feature for other features (keep it light).
export {};
