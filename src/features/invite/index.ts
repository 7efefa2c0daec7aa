// Public face of the invite feature for other features (keep it light).
export {};
