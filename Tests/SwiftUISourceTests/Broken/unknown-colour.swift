Text("Alert")
    .foregroundStyle(.redd)
