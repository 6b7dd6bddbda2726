export { findOrderOfUser, isAccountOfUser } from './ownership.repository.js';
