Gauge(vale: 0.5, in: 0...1) {
    Text("Half")
}
