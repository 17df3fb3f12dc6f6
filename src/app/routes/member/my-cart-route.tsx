export { Component } from '../shop/my-cart-route';
