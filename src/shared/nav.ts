// The app's navigation, on react-router-dom (the product's design) with its hash history: pages import
// Link, useNavigate, useSearchParams, useLocation and Redirect from here; the shell mounts the router
// (src/app/App.tsx). A query reaches the pages as written in the hash, decoded once (useSearchParams).
export { Navigate as Redirect, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
export { Link } from './link';
export { currentPath, historyIndex, type NavOptions, navigate, pathOf, searchOf } from './location';
