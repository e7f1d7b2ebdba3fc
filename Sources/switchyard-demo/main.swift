import Switchyard
print("switchyard-demo")
