// Public face of the quant feature for other features (keep it light).
export {};
